// Fistful's counts in words: "1 penguin token", "3 dice".
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const tokenWords = (n: number) => plural(n, 'penguin token');
