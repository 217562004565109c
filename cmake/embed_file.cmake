# Writes OUT: a C++ file defining SYMBOL as the text of IN (hex bytes, so any content is safe).
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
get_filename_component(name "${IN}" NAME)
file(WRITE "${OUT}"
  "// Generated from ${name} at build time; edit the data file, not this.\n"
  "#include <string_view>\n"
  "namespace {\nconst char kBytes[] = {${bytes} 0};\n}\n"
  "extern const std::string_view ${SYMBOL}(kBytes, sizeof(kBytes) - 1);\n")
