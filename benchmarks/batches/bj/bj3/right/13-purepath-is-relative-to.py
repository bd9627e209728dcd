# Right: only Write/Edit (exact names) are checked; a missing/"" cwd, or a file_path that is
# missing, "" or not a str, is denied; otherwise the path is joined to the folder and both are
# normalised on the text (posixpath.normpath: no file system, no symlinks, no ~ or $), then
# compared by whole parts with PurePosixPath.is_relative_to (case-sensitive; "/" holds all).
import posixpath
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

_ALTERNATIVE = "write the file under the project folder, e.g. a path relative to it"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    attributes = call.context.attributes
    folder = attributes["cwd"] if "cwd" in attributes else ""
    if folder == "":
        return Deny("this session has no project folder, so no write can be checked", _ALTERNATIVE)
    file_path = call.input["file_path"] if "file_path" in call.input else None
    if type(file_path) is not str or file_path == "":
        return Deny("a write must name its file_path as text", _ALTERNATIVE)
    root = PurePosixPath(posixpath.normpath(folder))
    target = PurePosixPath(posixpath.normpath(posixpath.join(str(root), file_path)))
    if target.is_relative_to(root):
        return ALLOW
    return Deny(f"{file_path!r} lands outside the project folder {str(root)!r}", _ALTERNATIVE)
