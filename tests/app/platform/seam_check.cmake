# The platform seam (src/app/platform/platform.h): the app reaches SFML and OpenGL only through
# it, so a second platform (the browser's) only implements the seam. Fails, naming each line,
# when a file under src/app outside src/app/platform/sfml/ and src/app/platform/web/ includes
# an SFML, OpenGL, GLES or emscripten header, uses an sf:: name, or asks __EMSCRIPTEN__ (the
# app never learns which platform it has: what differs is asked of Platform).
#   cmake -DAPP_DIR=<repository>/src/app -P seam_check.cmake
if(NOT IS_DIRECTORY "${APP_DIR}")
  message(FATAL_ERROR "APP_DIR is not a folder: '${APP_DIR}'")
endif()
file(GLOB_RECURSE sources RELATIVE "${APP_DIR}" "${APP_DIR}/*.h" "${APP_DIR}/*.hpp"
     "${APP_DIR}/*.cpp")
set(found 0)
set(checked 0)
foreach(f IN LISTS sources)
  if(f MATCHES "^platform/(sfml|web)/")
    continue()
  endif()
  math(EXPR checked "${checked} + 1")
  file(STRINGS "${APP_DIR}/${f}" hits
       REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](SFML/|GL/|GLES[23]/|OpenGL/|emscripten|backends/imgui_impl_)|(^|[^A-Za-z0-9_])sf::|__EMSCRIPTEN__")
  foreach(h IN LISTS hits)
    message("src/app/${f}: ${h}")
    math(EXPR found "${found} + 1")
  endforeach()
endforeach()
if(checked LESS 50)
  message(FATAL_ERROR "only ${checked} files found under ${APP_DIR}: not the app's sources")
endif()
if(found GREATER 0)
  message(FATAL_ERROR "${found} lines reach SFML or GL, or ask which platform, outside "
                      "src/app/platform/sfml/ and web/ "
                      "(the app goes through src/app/platform/platform.h)")
endif()
message("${checked} files of the app reach SFML only through the platform seam")
