# Breaks: "Returns: `Deny(reason, alternative)` for a `Write` or `Edit` whose `file_path` ... is
# outside it" ("A `cwd` inside `tool_input` is ignored"). Input: Write {"file_path": "/etc/passwd",
# "content": "x", "cwd": "/"} with attributes {"cwd": "/work/project"}: the reason is built with
# `.format(cwd=..., **call.input)`; the model's "cwd" key makes it raise TypeError, no Deny.
import os

from toolhooks import Deny

REASON = "{file_path} is outside the project folder {cwd}"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder", "ask the user to open a project first")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no usable file_path", "pass file_path as a path in the project")
    root = os.path.normpath(cwd)
    full = os.path.normpath(os.path.join(root, path))
    if full == root or full.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(REASON.format(cwd=root, **call.input), f"write under {root} instead")
