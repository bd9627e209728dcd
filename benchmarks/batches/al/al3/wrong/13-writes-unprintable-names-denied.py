# Breaks: "Normalising is on the text only: ... and so are names with ... a newline, a lone
# surrogate ... (nothing is decoded or stripped ...)": a file_path holding any character that
# is not printable is denied as "suspicious". Input: Write, cwd "/work/project", file_path
# "notes\nold.txt" (or "a\ud800.txt"): Deny, must be None (it is inside).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path.", "give the file's path inside the project.")
    if not path.isprintable():
        return Deny("the file name holds control characters.", "use a plain file name.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
