# Right: only the tool names "Write" and "Edit" (exact) are checked; a missing/empty "cwd", or a
# file_path that is missing, empty or not a str, is a Deny with a non-blank alternative. Otherwise
# the folder and join(folder, file_path) both go through os.path.normpath (text only), and the file
# is inside when the folder's PurePosixPath parts are a prefix of the target's ("/" included).
import os
from pathlib import PurePosixPath

from toolhooks import Deny

_GUARDED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _GUARDED:
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "Ask the user to start the session from the project folder.")
    file_path = call.input.get("file_path")
    if type(file_path) is not str or file_path == "":
        return Deny("the call names no file_path as text, so there is nothing to check.",
                    "Send file_path as a path inside the project folder.")
    folder_parts = PurePosixPath(os.path.normpath(folder)).parts
    target_parts = PurePosixPath(os.path.normpath(os.path.join(folder, file_path))).parts
    if target_parts[: len(folder_parts)] == folder_parts:
        return None
    return Deny(f"{file_path!r} is outside the project folder.",
                "Write the file somewhere inside the project folder instead.")
