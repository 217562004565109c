// Ratings in players' words (docs/ratings.md): a whole number, a question mark
// while it is provisional, its deviation as "± 290", places as "1st of 2".

// Where everyone starts in every game (docs/ratings.md, "The method").
export const START_RATING = 1500;
export const START_DEVIATION = 350;

// "1662?" while provisional (too few games to be sure), "1662" once settled.
export const ratingWords = (rating: number, provisional: boolean) => `${Math.round(rating)}${provisional ? '?' : ''}`;

// "± 290": how far the true rating may be from the one shown.
export const deviationWords = (deviation: number) => `± ${Math.round(deviation)}`;

// "1st", "2nd", "3rd", "11th", "22nd".
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// "1st of 2": a finished game's place among its players (tied players share one).
export const placeWords = (place: number, players: number) => `${ordinal(place)} of ${players}`;

// "1 game", "3 wins".
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
