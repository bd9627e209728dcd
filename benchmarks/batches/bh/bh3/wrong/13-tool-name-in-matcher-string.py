# Wrong: breaks "Allow every other tool, whatever its input ... (tool names compared exactly
# ...)": the learner reuses the matcher text and writes `call.tool_name in "Write|Edit"`, a
# substring test. Input: tool "Edi" (or "rite", "it") with {"file_path": "/etc/x"} and cwd
# "/work/project" -> Deny, the text wants None. Write, Edit, write, TodoWrite are judged right.
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in "Write|Edit":
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
