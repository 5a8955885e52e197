# cmake -DSQLITE3=... -DOUT=... -DSQL="a.sql;b.sql" -P CompileCatalogue.cmake
# Builds into a temporary file and renames it, so a failed build never leaves a half catalogue.
get_filename_component(out_dir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${out_dir})
set(tmp ${OUT}.tmp)
file(REMOVE ${tmp})
set(args)
foreach(f IN LISTS SQL)
  list(APPEND args ".read ${f}")
endforeach()
execute_process(COMMAND ${SQLITE3} -bail ${tmp} ${args}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  file(REMOVE ${tmp})
  message(FATAL_ERROR "catalogue: ${err}")
endif()
execute_process(COMMAND ${SQLITE3} ${tmp} "PRAGMA foreign_key_check;"
                OUTPUT_VARIABLE fk RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT fk STREQUAL "")
  file(REMOVE ${tmp})
  message(FATAL_ERROR "catalogue: foreign key violations:\n${fk}")
endif()
file(RENAME ${tmp} ${OUT})
