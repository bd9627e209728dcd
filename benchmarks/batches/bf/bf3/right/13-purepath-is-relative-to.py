# Right: exact tool names; cwd only from call.context.attributes["cwd"] (missing or "" -> Deny);
# file_path must be a non-empty str (bytes, None, numbers, missing -> Deny). Both sides are
# normalised with os.path.normpath on the text (no file system, no ~ or $ expansion), the path
# joined onto the folder (an absolute path replaces it), then PurePosixPath.is_relative_to
# compares whole parts: the folder itself and "/" as folder are inside, "/work/project-old" is not.
import os
from pathlib import PurePosixPath

from toolhooks import Deny

_WRITERS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _WRITERS:
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny(
            "this session has no project folder, so no write can be checked.",
            "ask the user to start the session inside a project folder.",
        )
    path = call.input.get("file_path")
    if not isinstance(path, str) or path == "":
        return Deny(
            "the write names no file path to check.",
            "call the tool again with file_path set to a file inside the project.",
        )
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if PurePosixPath(target).is_relative_to(PurePosixPath(root)):
        return None
    return Deny(
        f"{path!r} is outside the project folder.",
        "write the file inside the project folder instead.",
    )
