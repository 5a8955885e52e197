# cmake -DSQLITE3=... -DSEAL=... -DOUT=... -DSQL="a.sql;b.sql" -P CompileCatalogue.cmake
# Builds into a temporary file and renames it, so a failed build never leaves a half catalogue.
get_filename_component(out_dir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${out_dir})
set(tmp ${OUT}.tmp)
file(REMOVE ${tmp})

# Runs a step on the temporary file; any failure (or output other than `expected`) removes it and stops.
function(catalogue_step what expected)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL expected)
    file(REMOVE ${tmp})
    message(FATAL_ERROR "catalogue: ${what}:\n${err}${out}")
  endif()
endfunction()

set(args)
foreach(f IN LISTS SQL)
  list(APPEND args ".read ${f}")
endforeach()
catalogue_step("the SQL does not load" "" ${SQLITE3} -bail ${tmp} ${args})
catalogue_step("foreign key violations" "" ${SQLITE3} ${tmp} "PRAGMA foreign_key_check;")
catalogue_step("integrity check failed" "ok\n" ${SQLITE3} ${tmp} "PRAGMA integrity_check;")
# The content hash Catalogue::open checks: recorded last, over the finished rows.
catalogue_step("cannot seal" "" ${SEAL} ${tmp})
file(RENAME ${tmp} ${OUT})
