# Wrong: file names are text and a path inside the folder is allowed. Names holding Unicode
# bidirectional controls are refused ("Trojan Source"): cwd "/work/project", file_path
# "notes\u202etxt.md" (inside) gets a Deny.
import os

from toolhooks import Deny

BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder to check writes against.",
                    "ask the user to start Claude Code from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call gives no file_path to check.",
                    "retry with file_path set to a path inside the project folder.")
    if BIDI.intersection(file_path):  # the name would read differently from what it is
        return Deny("the file name holds bidirectional control characters.",
                    "use a name without invisible direction marks.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, file_path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder {root!r}.",
                "write the file inside the project folder instead.")
