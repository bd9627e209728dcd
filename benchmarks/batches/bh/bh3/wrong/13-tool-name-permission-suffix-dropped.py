# Wrong: breaks "(tool names compared exactly ...)": the learner strips a Claude Code
# permission-rule suffix, name.split("(")[0], as in "Write(src/**)". Input: tool "Write(x)"
# (or "Edit()") with {"file_path": "/etc/x"}, cwd "/work/project" -> Deny, the text wants
# None (another tool).
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    tool = call.tool_name.split("(", 1)[0]
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
