# Breaks: "otherwise None (or ALLOW)" for a Write or Edit inside the folder. An extra input
# check refuses an Edit that lacks old_string or new_string: Edit {"file_path":
# "/work/project/a.txt"} with cwd "/work/project" is denied instead of allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text.", "give file_path as a path in the project.")
    if call.tool_name == "Edit" and not all(
        isinstance(call.input.get(key), str) for key in ("old_string", "new_string")
    ):
        return Deny("an Edit needs old_string and new_string.", "send both strings, or use Write.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {root}.", f"write under {root} instead.")
