package com.example.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.text.style.TextOverflow

/** A headline with a one-line title and a two-line summary. */
@Composable
fun Headline(title: String, summary: String) {
    Column {
        Text(title, maxLines = 1, overflow = TextOverflow.Ellipsis)
        Text(text = summary, maxLines = 2)
    }
}
