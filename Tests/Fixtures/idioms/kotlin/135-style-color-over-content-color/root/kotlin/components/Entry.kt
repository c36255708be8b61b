package com.example.lists

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

private val Caption = TextStyle(fontSize = 12.sp)

@Composable
fun Entry(title: String, detail: String) {
    Surface(color = Color(0xFFFFFFFF), contentColor = Color(0xFF111111)) {
        Column {
            BasicText(title)
            BasicText(detail, style = Caption.copy(color = Color(0xFF6B7280)))
        }
    }
}
