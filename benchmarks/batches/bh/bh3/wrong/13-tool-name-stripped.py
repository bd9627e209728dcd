# Wrong: breaks "(tool names compared exactly: `write`, `EDIT`, `TodoWrite`, `mcp__fs__Write`
# are other tools)": the learner tidies the name with .strip() first. Input: tool " Write"
# (or "Edit\t") with {"file_path": "/etc/x"} and cwd "/work/project" -> Deny, the text wants
# None (another tool).
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name.strip() not in ("Write", "Edit"):
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
