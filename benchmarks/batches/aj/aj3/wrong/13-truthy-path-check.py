# Breaks: "Returns: `Deny(reason, alternative)` ... for a `Write` or `Edit` whose `file_path` is missing,
# empty or not a `str` (`bytes` too ...)" (ex. 13). Only falsiness is checked, so a non-string that is
# truthy reaches os.path.join: Write {"file_path": 5} raises TypeError, and {"file_path": b"notes.txt"}
# raises TypeError (mixing str and bytes), instead of returning a Deny.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
