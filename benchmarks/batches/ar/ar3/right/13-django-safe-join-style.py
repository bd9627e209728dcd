# Right: Write/Edit only (exact names); no cwd ("" or missing) or a file_path that is not a non-empty str is denied
# with a reason and a non-blank alternative. As Django's safe_join: abspath (pure text for absolute paths: normpath,
# no symlinks, no file read) of folder + file_path; inside when it equals the folder or starts with folder + "/",
# and any path is inside when the folder is its own dirname (the root). Case-sensitive; names are never decoded.
import os.path

from toolhooks import Deny

_WRITERS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _WRITERS:
        return None
    base = call.context.attributes.get("cwd")
    if not isinstance(base, str) or base == "":
        return Deny("no project folder came with this session, so the write cannot be checked.",
                    "run Claude Code from the project folder, then write the file there.")
    name = call.input.get("file_path")
    if not isinstance(name, str) or name == "":
        return Deny("the write names no file_path to check.",
                    "call the tool again with file_path set to a path inside the project.")
    base_path = os.path.abspath(base)
    final_path = os.path.abspath(os.path.join(base_path, name))
    if (final_path == base_path or final_path.startswith(base_path + os.sep)
            or os.path.dirname(base_path) == base_path):
        return None
    return Deny(f"{name} lands at {final_path}, outside the project folder {base_path}.",
                f"write it somewhere under {base_path} instead.")
