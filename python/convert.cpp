// The boundary's conversions: errors into Python exceptions, JSON into Python
// objects, and the seat a call means.
#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "python/bindings.h"

namespace rookery::python {

void unwrap(const Result<void>& r) {
  if (!r) throw RookeryError{r.error().message};
}

void bind_errors(py::module_& m) {
  // Exception types made in Python, so that they subclass ValueError and carry
  // attributes as Python programs expect.
  py::object base = py::reinterpret_steal<py::object>(PyErr_NewExceptionWithDoc(
      "rookery.RookeryError", "Bad input to the engine: a game string, spec, text or record.",
      PyExc_ValueError, nullptr));
  py::object illegal = py::reinterpret_steal<py::object>(PyErr_NewExceptionWithDoc(
      "rookery.IllegalActionError",
      "A move the rules refuse; .reason says why in the rulebook's words, .player and .action "
      "name the move.",
      base.ptr(), nullptr));
  m.attr("RookeryError") = base;
  m.attr("IllegalActionError") = illegal;
  // The translator outlives the module's dictionary entries only with its own references.
  static py::object* base_type = new py::object(base);
  static py::object* illegal_type = new py::object(illegal);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const RookeryError& e) {
      PyErr_SetString(base_type->ptr(), e.message.c_str());
    } catch (const IllegalAction& e) {
      py::object error = (*illegal_type)(e.reason);
      error.attr("reason") = e.reason;
      error.attr("player") = e.player;
      error.attr("action") = e.action;
      PyErr_SetObject(illegal_type->ptr(), error.ptr());
    }
  });
}

py::object to_python(const nlohmann::json& value) {
  switch (value.type()) {
    case nlohmann::json::value_t::object: {
      py::dict d;
      for (const auto& [k, v] : value.items()) d[py::str(k)] = to_python(v);
      return d;
    }
    case nlohmann::json::value_t::array: {
      py::list l(value.size());
      for (std::size_t i = 0; i < value.size(); ++i) l[i] = to_python(value[i]);
      return l;
    }
    case nlohmann::json::value_t::string:
      return py::str(value.get_ref<const std::string&>());
    case nlohmann::json::value_t::boolean:
      return py::bool_(value.get<bool>());
    case nlohmann::json::value_t::number_integer:
      return py::int_(value.get<std::int64_t>());
    case nlohmann::json::value_t::number_unsigned:
      return py::int_(value.get<std::uint64_t>());
    case nlohmann::json::value_t::number_float:
      return py::float_(value.get<double>());
    default:
      return py::none();
  }
}

nlohmann::json from_python(const py::handle& value) {
  // Through Python's own json module: it knows every Python type a program may
  // pass, and refuses the rest with a clear message.
  const std::string text = py::module_::import("json").attr("dumps")(value).cast<std::string>();
  return unwrap(parse_json_input(text));
}

Player seat_or_current(const State& state, std::optional<Player> player) {
  if (player) return *player;
  PlayerList acting;
  state.acting_players(acting);
  if (acting.size() == 1) return acting[0];
  if (acting.empty()) throw RookeryError{"the game is over: nobody acts"};
  throw RookeryError{"several players act at once here; say which (player=...)"};
}

}  // namespace rookery::python
