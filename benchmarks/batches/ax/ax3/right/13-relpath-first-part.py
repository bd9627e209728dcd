# Right: Write/Edit only (exact names); no cwd or a missing/empty/non-str file_path is denied with
# an alternative. The joined, normalised path is compared with os.path.relpath, which on two
# absolute paths only rewrites text (no getcwd, no file, no symlink): inside means "." or a first
# part that is not ".." ("..hidden" is a name; the folder "/" holds everything).
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it."


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if type(file_path) is not str or file_path == "":
        return Deny("this write has no file_path to check.", "give file_path as a non-empty string.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    relative = os.path.relpath(target, folder)
    if relative == os.curdir or relative.split(os.sep)[0] != os.pardir:
        return None
    return Deny(f"{file_path!r} is outside the project folder {folder!r}.", _ALTERNATIVE)
