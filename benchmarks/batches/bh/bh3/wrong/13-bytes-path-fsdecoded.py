# Wrong: breaks "Deny ... a `Write` or `Edit` whose `file_path` is missing, empty or not a
# `str` (`bytes` too ...)": bytes are decoded with os.fsdecode and then judged like text.
# Input: Write {"file_path": b"notes.txt"}, cwd "/work/project" -> None (allowed), the text
# wants Deny. (b"/etc/x" is still denied, as outside.)
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", _ALT)
    path = call.input.get("file_path")
    if isinstance(path, bytes):
        path = os.fsdecode(path)  # accept raw OS paths too
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text", _ALT)
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) != root:
        return Deny(f"{path!r} is outside {folder!r}", _ALT)
    return None
