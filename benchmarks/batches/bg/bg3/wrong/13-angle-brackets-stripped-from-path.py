# Breaks: "Normalising is on the text only ... a quote or a space, at an end too (nothing is decoded or
# stripped)": angle brackets around the path (as models write <path>) are stripped first. Input: Write
# {"file_path": "<../notes.txt>"} with cwd "/work/project": "<.." is a name, the file is inside (None is
# due); the answer reads "../notes.txt" and denies it.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder to check the path against.",
                    "ask the user to start Claude Code from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file to write.", "give file_path as a path inside the project.")
    if path.startswith("<") and path.endswith(">"):
        path = path[1:-1]  # the model wrapped the path like a link
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
