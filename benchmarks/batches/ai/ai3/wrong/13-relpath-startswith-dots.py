# Breaks: "Normalising is on the text only: ... `..hidden` ... are names". Input: cwd
# "/work/project", Write file_path "..hidden" -> relpath is "..hidden", which starts with "..",
# so the answer denies a file inside the project (should return None).
import os

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
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.relpath(target, folder).startswith(".."):
        return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
    return None
