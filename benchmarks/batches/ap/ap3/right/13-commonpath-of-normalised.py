# Right: only the exact names "Write"/"Edit" are checked; the folder is attributes["cwd"] alone, and a
# missing or "" one, or a file_path that is missing, "" or not a str, is denied. Both paths go through
# posixpath.normpath only (text, no file system, no ~ or $ expansion, case kept); the target is inside
# when the common path of folder and target is the folder (whole parts: "/" holds everything).
import posixpath

from toolhooks import Deny

_ALTERNATIVE = "write the file at a path inside the project folder, e.g. relative to it"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    project = call.context.attributes.get("cwd")
    if not project:
        return Deny("the session has no project folder, so this write cannot be checked", _ALTERNATIVE)
    path = call.input.get("file_path")
    if type(path) is not str or path == "":
        return Deny("the write has no file_path given as text", _ALTERNATIVE)
    folder = posixpath.normpath(project)
    target = posixpath.normpath(posixpath.join(folder, path))
    if posixpath.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{path!r} is outside the project folder {folder}", _ALTERNATIVE)
