# Right: Write/Edit only (exact names); no cwd, or a missing/empty/non-str file_path, gets a Deny
# with a non-blank alternative. Folder and joined path are normalised on the text
# (posixpath.normpath, no file system) and compared as PurePosixPath: the folder itself, or a path
# whose parents include it -- whole parts, case-sensitive, every character a letter, "/" holds all.
import posixpath
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    cwd = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    if cwd == "" or cwd is None:
        return Deny("no project folder is known for this session.", "ask the user which folder to write in.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write names no file_path string.", "call it again with file_path set to a file in the project.")
    folder = PurePosixPath(posixpath.normpath(cwd))
    target = PurePosixPath(posixpath.normpath(posixpath.join(cwd, file_path)))
    if target == folder or folder in target.parents:
        return None
    return Deny(f"{file_path} lands outside {folder}.", f"write under {folder} instead.")
