package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A weight entry: the number and its unit, "kg", in a tinted box. */
@Composable
fun WeightInput(kilograms: String, onChange: (String) -> Unit) {
    BasicTextField(
        value = kilograms,
        onValueChange = onChange,
        modifier = Modifier.width(120.dp),
        textStyle = TextStyle(fontSize = 17.sp, color = Color(0xFF1C1C1E)),
        decorationBox = { number ->
            Row(
                Modifier.background(Color(0xFFF2F2F7), RoundedCornerShape(8.dp)).padding(horizontal = 10.dp, vertical = 8.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Box(Modifier.weight(1f)) { number() }
                BasicText("kg", style = TextStyle(fontSize = 15.sp, color = Color(0xFF8E8E93)))
            }
        },
    )
}
