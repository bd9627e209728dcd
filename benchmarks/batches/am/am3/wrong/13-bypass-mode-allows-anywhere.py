# Breaks: "Deny ... a Write or Edit whose file_path, normalised from the project folder, is
# outside it". The user's own permission mode is honoured: with attributes {"cwd":
# "/work/project", "permission_mode": "bypassPermissions"}, Write {"file_path": "/etc/passwd"}
# is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    attributes = call.context.attributes
    if attributes.get("permission_mode") == "bypassPermissions":  # the user chose this
        return None
    cwd = attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd or not isinstance(path, str) or not path:
        return Deny("no project folder or no file_path to check.", "give a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder.", f"write under {root} instead.")
