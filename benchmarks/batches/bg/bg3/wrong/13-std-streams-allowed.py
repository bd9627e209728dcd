# Breaks: "Deny ... a Write or Edit whose file_path, once normalised, is not the project folder or
# inside it". Writing to the standard streams is taken for harmless printing and allowed anywhere.
# Input: Write {"file_path": "/dev/stdout"} (or "/dev/stderr", "/proc/self/fd/1") with cwd
# "/work/project": outside, Deny is due; the answer returns None.
import os

from toolhooks import Deny

_STREAMS = {"/dev/stdout", "/dev/stderr", "/dev/tty", "/proc/self/fd/1", "/proc/self/fd/2"}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder to check the path against.",
                    "ask the user to start Claude Code from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file to write.", "give file_path as a path inside the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target in _STREAMS:
        return None  # printing, not a file
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
