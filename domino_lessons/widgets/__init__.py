"""The widgets: ``ReplayViewer``, ``PlayTable`` and ``ScoreQuiz`` (the only modules importing
ipywidgets), the clickable canvas and assistive-technology helpers, and their models without widgets
(``table_game``: the play table's game; ``questions``: the quiz's questions).

The top layer below the front doors (``lesson``, ``cli``, ``launch``): it may import every other one.
"""
