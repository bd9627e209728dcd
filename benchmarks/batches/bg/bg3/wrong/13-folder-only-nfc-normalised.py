# Breaks: "the folder's name is text, one folder" and "Normalising is on the text only": the trusted
# folder is put in NFC form, the model's path is not. Input: cwd "/work/cafe\u0301" (NFD, as macOS
# writes it) and Write {"file_path": "/work/cafe\u0301/notes.txt"}: the file is inside its folder
# (None is due); the answer compares it with "/work/café" and denies it.
import os
import unicodedata

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
    folder = os.path.normpath(unicodedata.normalize("NFC", folder))  # canonical form of the trusted folder
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
