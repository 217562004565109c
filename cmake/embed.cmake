# rookery_embed(TARGET SYMBOL FILE): compiles FILE's text into TARGET as
#   extern const std::string_view SYMBOL;
# so data files travel inside the binary and are re-embedded when they change.
function(rookery_embed target symbol file)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded_${symbol}.cpp")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DSYMBOL=${symbol} -DIN=${file} -DOUT=${out}
            -P "${PROJECT_SOURCE_DIR}/cmake/embed_file.cmake"
    DEPENDS "${file}" "${PROJECT_SOURCE_DIR}/cmake/embed_file.cmake"
    COMMENT "Embedding ${file}")
  target_sources(${target} PRIVATE "${out}")
  # The command runs for targets of this directory only; a game's folder adds to
  # the games library made one directory up, so a target here makes the file first.
  add_custom_target(embed_${symbol} DEPENDS "${out}")
  add_dependencies(${target} embed_${symbol})
endfunction()
