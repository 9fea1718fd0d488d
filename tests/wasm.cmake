# The core's doctest suite built to WebAssembly by emcmake (tools/test-wasm), so the engine a
# browser runs is proven to give the rulings the native one gives. It runs whole under node:
# the same cases on the same files (NODERAWFS reads the repository).
set(COUPDOEIL_NODE_FLAGS --no-experimental-fetch)

function(coupdoeil_wasm_test name dir)
  cmake_parse_arguments(arg "" "" "LIBS" ${ARGN})
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${dir}/*.cpp)
  add_executable(${name} ${CMAKE_CURRENT_SOURCE_DIR}/main.cpp ${sources})
  target_include_directories(${name} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
  target_link_libraries(${name} PRIVATE doctest::doctest ${arg_LIBS})
  target_compile_definitions(${name} PRIVATE COUPDOEIL_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
                             COUPDOEIL_BINARY_DIR="${PROJECT_BINARY_DIR}")
  # Node 18 and later run emscripten 3.1.6's output only without their own fetch.
  add_test(NAME "wasm ${dir}: every case under node"
           COMMAND node ${COUPDOEIL_NODE_FLAGS} $<TARGET_FILE:${name}>)
  set_tests_properties("wasm ${dir}: every case under node" PROPERTIES SKIP_RETURN_CODE 77)
endfunction()

coupdoeil_wasm_test(core_tests core LIBS coupdoeil_core box2d::box2d)
# The photo tests read their renders with stb_image (wasm_stb.cpp: the library's own code, its
# warnings not the project's).
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/wasm_stb.cpp)
set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/wasm_stb.cpp PROPERTIES COMPILE_OPTIONS -w)
