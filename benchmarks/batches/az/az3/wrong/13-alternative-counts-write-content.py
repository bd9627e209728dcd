# Breaks: "Returns: `Deny(reason, alternative)` ... for a `Write` or `Edit` whose `file_path` ...
# is outside it". Input: Edit with {"file_path": "/etc/hosts", "old_string": "a",
# "new_string": "b"} in /work/project: the alternative quotes `len(call.input["content"])`,
# a key only Write has, so an outside Edit raises KeyError instead of returning a Deny.
import os

from toolhooks import Deny


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
    size = len(call.input["content"])
    return Deny(
        f"{full} is outside the project folder {root}",
        f"write those {size} characters to a file under {root} instead",
    )
