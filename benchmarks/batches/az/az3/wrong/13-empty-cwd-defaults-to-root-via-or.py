# Breaks: "... or whose `call.context.attributes` has no `"cwd"` (missing or `""` ...)" -> Deny;
# "nothing to check is no permission". Input: Write {"file_path": "/etc/passwd"} with no "cwd"
# attribute (or cwd ""): `cwd.rstrip("/") or "/"`, meant to keep the root folder "/" from
# becoming "", turns the missing folder into "/" too, and every write is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd", "")
    root = os.path.normpath(cwd.rstrip("/") or "/")  # "/".rstrip("/") is "": keep the root folder
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no usable file_path", "pass file_path as a path in the project")
    full = os.path.normpath(os.path.join(root, path))
    if full == root or full.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{full} is outside the project folder {root}", f"write under {root} instead")
