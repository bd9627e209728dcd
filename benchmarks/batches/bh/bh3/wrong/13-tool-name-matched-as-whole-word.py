# Wrong: breaks "(tool names compared exactly ...)": the learner matches the tool name as a
# whole word, re.search(r"\b(Write|Edit)\b", name), which rejects TodoWrite, mcp__fs__Write,
# write and EDIT but accepts names with other punctuation. Input: tool "fs.Write" (or
# "Write-File", "Edit Notebook") with {"file_path": "/etc/x"} -> Deny, the text wants None.
import os
import re

from toolhooks import Deny

_ALT = "write the file inside the project folder"
_WRITERS = re.compile(r"\b(Write|Edit)\b")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if not _WRITERS.search(call.tool_name):
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
