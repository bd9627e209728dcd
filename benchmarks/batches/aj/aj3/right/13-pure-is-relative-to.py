# Right: exact tool names ("Write", "Edit"); a missing or "" cwd, or a file_path missing, empty or not a str
# (bytes too), is denied with an alternative. The text is joined (an absolute part wins) and normalised by
# posixpath.normpath, then PurePosixPath.is_relative_to compares whole parts, case-sensitively, with no file
# system: the folder itself and all of "/" are inside, "/work/project-old/x" is not.
import posixpath
from pathlib import PurePosixPath

from toolhooks import Deny

_CHECKED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _CHECKED:
        return None
    cwd = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    if cwd == "":
        return Deny("the session carries no project folder (cwd)", "restart the session from the project folder")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no usable file_path", "give file_path as a path inside the project folder")
    folder = PurePosixPath(posixpath.normpath(cwd))
    target = PurePosixPath(posixpath.normpath(posixpath.join(cwd, file_path)))
    if target.is_relative_to(folder):
        return None
    return Deny(f"{target} lies outside the project folder {folder}", "choose a path under the project folder")
