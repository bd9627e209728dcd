# Right: folder and joined file_path are both normalised with os.path.normpath (text only); os.path.commonpath
# compares whole components and must give back the folder: the folder itself, files at any depth and all
# of "/" are inside; /work/project-old, /work/PROJECT, /bin/tool for /usr are not. Exact Write/Edit only;
# no cwd, or a missing, empty or non-str file_path, is a Deny with a reason and a non-blank alternative.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("there is no project folder for this session to check the write against.",
                    "start the session inside the project folder, then write there.")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or raw == "":
        return Deny("the write does not name its file_path as text.",
                    "give a file_path inside the project folder.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, raw))
    if os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"the file {target} is not inside the project folder {folder}.",
                "write it under the project folder instead.")
