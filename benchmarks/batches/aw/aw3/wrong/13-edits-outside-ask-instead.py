# Breaks: "Returns: `Deny(reason, alternative)` ... for a `Write` or `Edit` whose `file_path` ... is outside it".
# An Edit only changes a file that already exists, so outside the project it is handed to a person
# (Ask) rather than refused: Edit {"file_path": "/etc/hosts", ...} with cwd "/work/project" returns
# Ask(...), not Deny. Writes outside are denied as they should be.
import os

from toolhooks import Ask, Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to start the session in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file_path.", "give file_path as a path inside the project folder.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    if call.tool_name == "Edit":
        return Ask(f"an edit of {target}, outside the project folder {folder}")
    return Deny(f"{path!r} is outside the project folder {folder}.", "write the file inside the project folder.")
