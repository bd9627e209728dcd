# Wrong: breaks "Allow every other tool, whatever its input": the tool name is read as Claude Code's
# payload spells it, call.input.get("tool_name", call.tool_name). Input: tool "Read" with
# {"tool_name": "Write", "file_path": "/etc/passwd"} -> Deny (want None); tool "Write" with
# {"tool_name": "Read", "file_path": "/etc/passwd"} -> None (want Deny).
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    tool = call.input.get("tool_name", call.tool_name)
    if tool not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", _ALT)
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text", _ALT)
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) != root:
        return Deny(f"{path!r} is outside {folder!r}", _ALT)
    return None
