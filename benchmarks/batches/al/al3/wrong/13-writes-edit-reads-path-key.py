# Breaks: Deny only "a Write or Edit whose file_path ... is outside" (and "another key such as
# path does not count"): for Edit the path is read from "path", the key of Anthropic's text
# editor tool, so an Edit's file_path is never seen. Input: Edit, cwd "/work/project",
# {"file_path": "notes.txt", "old_string": "a", "new_string": "b"}: Deny, must be None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    key = "file_path" if call.tool_name == "Write" else "path"  # the editor tool's name for it
    cwd = call.context.attributes.get("cwd")
    path = call.input.get(key)
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file to write.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
