# Right: only exactly "Write"/"Edit" are checked; no cwd (missing or "") or a missing,
# empty or non-str file_path is a Deny with an alternative; otherwise the path is joined to
# the folder and normalised on the text (posixpath.normpath, no file system), and
# PurePosixPath.is_relative_to compares whole, case-sensitive parts (the folder itself, "/").
import posixpath
from pathlib import PurePosixPath

from toolhooks import Deny

_CHECKED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _CHECKED:
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or cwd == "":
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to start the session in the project's folder.")
    file_path = call.input.get("file_path")
    if type(file_path) is not str or file_path == "":
        return Deny("the call names no file_path to check.",
                    "retry with a file_path inside the project folder.")
    folder = posixpath.normpath(cwd)
    target = posixpath.normpath(posixpath.join(folder, file_path))
    if PurePosixPath(target).is_relative_to(PurePosixPath(folder)):
        return None
    return Deny(f"{file_path!r} lands outside the project folder {folder!r}.",
                "write the file somewhere inside the project folder instead.")
