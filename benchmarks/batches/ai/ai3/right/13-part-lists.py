# Right: exact tool names; Deny (non-blank alternative) for no/empty cwd and a missing, empty or non-str
# file_path. Folder and joined target are normpath'd (text only) and split into non-empty parts; inside means
# the folder's parts are a prefix of the target's (whole parts, case-sensitive: project-old is not project;
# the folder itself and, for "/" whose part list is [], every path are inside).
import os

from toolhooks import Deny


def _parts(path):
    return [part for part in os.path.normpath(path).split("/") if part]


def keep_writes_in_project(call):
    if call.tool_name in ("Write", "Edit"):
        attributes = call.context.attributes
        if "cwd" not in attributes or attributes["cwd"] == "":
            return Deny("there is no project folder for this session.", "run the agent from the project folder.")
        cwd = attributes["cwd"]
        name = call.input.get("file_path")
        if not isinstance(name, str) or len(name) == 0:
            return Deny("file_path is missing or is not text.", "send file_path as text inside the project.")
        folder = _parts(cwd)
        target = _parts(os.path.join(cwd, name))
        if target[: len(folder)] != folder:
            return Deny(f"{name} would be written outside {cwd}.", f"choose a file under {cwd}.")
    return None
