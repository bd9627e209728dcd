# Breaks: "Normalising is on the text only: ... a quote ... (nothing is decoded or stripped ...)".
# Input: Write {"file_path": '"../x.txt"'} (double quotes are part of the name) with cwd "/work/project": the
# answer JSON-decodes a path wrapped in double quotes (a model that encoded its argument twice) to ../x.txt
# and returns a Deny; the name '"..' is a folder inside the project, so it must be None.
import json
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    path = call.input.get("file_path")
    if isinstance(path, str) and len(path) > 1 and path[0] == path[-1] == '"':
        try:
            path = json.loads(path)  # "\"notes.txt\"": the model sent a JSON string inside the string
        except ValueError:
            pass
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
