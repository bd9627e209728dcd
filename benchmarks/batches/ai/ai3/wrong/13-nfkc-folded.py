# Breaks: "Normalising is on the text only: ... a fullwidth dot ... are names". Input: cwd
# "/work/project", Write file_path "\uff0e\uff0e/x" (two FULLWIDTH FULL STOPs) -> NFKC folds them
# to "../x", so a file inside the project is denied (should return None).
import os
import unicodedata

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session.", "start the session in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("this write names no file_path.", "give file_path inside the project folder.")
    path = unicodedata.normalize("NFKC", path)  # no look-alike characters sneak past
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
