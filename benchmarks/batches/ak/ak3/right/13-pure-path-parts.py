# Right: exact tool names only; a missing/"" cwd or a missing, empty or non-str file_path gets a
# Deny with a reason and a non-blank alternative. The folder and the joined path are normalised
# as text (posixpath.normpath), then compared part by part with PurePosixPath, so a sibling like
# project-old, another case, or a climb out is outside, and the folder itself or "/" inside.
import posixpath
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

NO_FOLDER = Deny(
    "no project folder was given for this session, so writes cannot be checked.",
    "start the session from the project folder and try again.",
)
NO_PATH = Deny(
    "the write names no file path, and a write nobody can check is refused.",
    "call the tool again with a file_path inside the project folder.",
)
OUTSIDE = Deny(
    "the file would land outside the project folder.",
    "write it under the project folder instead.",
)


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or len(folder) == 0:
        return NO_FOLDER
    path = call.input.get("file_path")
    if not isinstance(path, str) or len(path) == 0:
        return NO_PATH
    base = PurePosixPath(posixpath.normpath(folder))
    target = PurePosixPath(posixpath.normpath(posixpath.join(str(base), path)))
    if target.parts[: len(base.parts)] != base.parts:
        return OUTSIDE
    return ALLOW
