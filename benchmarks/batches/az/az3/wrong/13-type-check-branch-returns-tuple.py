# Breaks: "Returns: `Deny(reason, alternative)` ... for a `Write` or `Edit` whose `file_path` is
# ... not a `str` (`bytes` too ...)". Input: Write with {"file_path": b"/etc/passwd"} (or 42):
# the trailing comma on that branch's `return` makes it return the tuple `(Deny(...),)`, not a
# Deny. Strings, missing and empty paths, and a missing cwd get real Deny values.
import os

from toolhooks import Deny

ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked", ALTERNATIVE)
    path = call.input.get("file_path")
    if path is None or path == "":
        return Deny("the call names no file_path to check", ALTERNATIVE)
    if not isinstance(path, str):
        return Deny(f"file_path must be text, got {type(path).__name__}", ALTERNATIVE),
    root = os.path.normpath(cwd)
    full = os.path.normpath(os.path.join(root, path))
    if full == root or full.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{full} is outside the project folder {root}", ALTERNATIVE)
