# Breaks: "otherwise None (or ALLOW)". Inputs are checked against a list of known keys that
# forgets Edit's optional replace_all: Edit {"file_path": "a.txt", "old_string": "x",
# "new_string": "y", "replace_all": true} with cwd "/work/project" is denied though inside.
import os

from toolhooks import Deny

KNOWN_KEYS = {
    "Write": {"file_path", "content"},
    "Edit": {"file_path", "old_string", "new_string"},
}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    known = KNOWN_KEYS.get(call.tool_name)
    if known is None:
        return None
    unexpected = set(call.input) - known
    if unexpected:  # a tampered input is not trusted
        return Deny(f"unexpected fields {sorted(unexpected)}.", "send only the tool's own fields.")
    cwd = call.context.attributes.get("cwd") or ""
    path = call.input.get("file_path")
    if not cwd or not isinstance(path, str) or path == "":
        return Deny("there is no path or project folder to check.", "give a file_path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(os.path.join(root, "")):
        return None
    return Deny(f"{path!r} lands outside the project.", "write inside the project folder.")
