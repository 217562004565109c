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
endfunction()
