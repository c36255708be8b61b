package com.acme.kit.components

import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A line of help under a field, in the text style the theme gives. */
@Composable
fun Hint(text: String) {
    Text(text, Modifier.padding(top = 4.dp), color = Color(0xFF5F6368))
}
