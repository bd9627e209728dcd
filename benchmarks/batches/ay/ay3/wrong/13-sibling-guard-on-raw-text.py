# Breaks: "Deny ... whose `file_path`, once normalised, is not the project folder or
# inside it" (`.` and `..` resolved first). A guard against sibling folders runs on the raw
# text before normalising: with cwd "/work/project", file_path
# "/work/project-old/../project/notes.txt" (which normalises inside) is denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    sibling = folder.rstrip("/")
    if os.path.isabs(file_path) and file_path.startswith(sibling) and file_path[len(sibling):len(sibling) + 1] not in ("", "/"):
        return Deny(f"{file_path} is in a sibling of the project folder {folder}.",
                    f"write the file under {folder} instead.")
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(sibling + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
