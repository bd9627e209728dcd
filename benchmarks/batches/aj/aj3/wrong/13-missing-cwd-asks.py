# Breaks: "a session with no `cwd`, is denied too: nothing to check is no permission" and "Returns:
# `Deny(reason, alternative)` ... whose `call.context.attributes` has no `"cwd"`" (ex. 13). Without a
# project folder the call is handed to a person instead: Write {"file_path": "notes.txt"} in a context
# with no "cwd" (or cwd "") returns Ask(...), not a Deny. With a cwd every answer is right.
import os

from toolhooks import Ask, Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Ask("no project folder is known for this session: may this write go ahead?")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
